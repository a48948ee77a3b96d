export { IssueList, type IssueListProps } from './IssueList';
