export { List, type ListItemProps, type ListProps } from './List';
export { type ListElement, type ListSpacing, listElements, listSpacings } from './List.variants';
