export { Dropdown, type DropdownOption, type DropdownProps, type DropdownValue } from './Dropdown';
export { DROPDOWN_MAX_CHARS, DROPDOWN_MIN_CHARS, DROPDOWN_PX_PER_CHAR, dropdownWidth } from './dropdownWidth';
