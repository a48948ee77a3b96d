export {
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  Breadcrumbs,
  type BreadcrumbsProps,
} from './Breadcrumbs';
