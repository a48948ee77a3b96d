import { defineMessages, type NoMessageValues } from 'react-intl';

type Name = { name: string };
type Count = { count: number };
type None = NoMessageValues;

/**
 * The contacts (offices) and departments screens and their dialog (spec §2, §3 Contact, Department).
 * The spec §8 texts ('Contact saved!', 'Unable to save contact', the empty states) are in
 * `widgetMessages`.
 */
export const widgetContactsMessages = defineMessages<{
  title: None;
  description: None;
  tableLabel: None;
  noun: None;
  addOffice: None;
  office: None;
  phone: None;
  email: None;
  options: None;
  openNow: None;
  open: None;
  closed: None;
  departments: None;
  departmentCount: Count;
  showDepartments: Name & Count;
  editOffice: Name;
  deleteOffice: Name;
  editTip: None;
  deleteTip: None;
  addOfficeTitle: None;
  editOfficeTitle: None;
  sections: None;
  mainSettings: None;
  openingHours: None;
  location: None;
  officeTitle: None;
  phoneNumber: None;
  phoneHint: None;
  contactOptions: None;
  phoneCalls: None;
  requestCallback: None;
  chat: None;
  emailOption: None;
  videoCalls: None;
  timezone: None;
  widgetTimezone: None;
  country: None;
  selectCountry: None;
  state: None;
  street: None;
  postCode: None;
  cancel: None;
  save: None;
  fixErrors: None;
  tooMany: Count;
  departmentsTitle: Name;
  departmentsDescription: None;
  departmentsTableLabel: None;
  departmentsNoun: None;
  contactsCrumb: None;
  addDepartment: None;
  department: None;
  addDepartmentTitle: None;
  editDepartmentTitle: None;
  departmentName: None;
  editDepartment: Name;
  deleteDepartment: Name;
  notFound: None;
  notFoundText: None;
  backToContacts: None;
}>({
  title: { id: 'widgetContacts.title', defaultMessage: 'Contacts' },
  description: {
    id: 'widgetContacts.description',
    defaultMessage: "The offices your widget's visitors can reach, with their opening hours and departments.",
  },
  tableLabel: { id: 'widgetContacts.tableLabel', defaultMessage: 'Offices' },
  noun: { id: 'widgetContacts.noun', defaultMessage: 'offices' },
  addOffice: { id: 'widgetContacts.addOffice', defaultMessage: 'Add office' },
  office: { id: 'widgetContacts.column.office', defaultMessage: 'Office' },
  phone: { id: 'widgetContacts.column.phone', defaultMessage: 'Phone' },
  email: { id: 'widgetContacts.field.email', defaultMessage: 'Email' },
  options: { id: 'widgetContacts.column.options', defaultMessage: 'Contact options' },
  openNow: { id: 'widgetContacts.column.openNow', defaultMessage: 'Now' },
  open: { id: 'widgetContacts.openNow.open', defaultMessage: 'Open' },
  closed: { id: 'widgetContacts.openNow.closed', defaultMessage: 'Closed' },
  departments: { id: 'widgetContacts.column.departments', defaultMessage: 'Departments' },
  departmentCount: {
    id: 'widgetContacts.departmentCount',
    defaultMessage: '{count, plural, one {# department} other {# departments}}',
  },
  showDepartments: {
    id: 'widgetContacts.action.departments',
    defaultMessage: '{count, plural, one {# department} other {# departments}} of {name}',
  },
  editOffice: { id: 'widgetContacts.action.editOffice', defaultMessage: 'Edit office {name}' },
  deleteOffice: { id: 'widgetContacts.action.deleteOffice', defaultMessage: 'Delete office {name}' },
  editTip: { id: 'widgetContacts.tip.edit', defaultMessage: 'Edit' },
  deleteTip: { id: 'widgetContacts.tip.delete', defaultMessage: 'Delete' },
  addOfficeTitle: { id: 'widgetContacts.dialog.addOffice', defaultMessage: 'Add office' },
  editOfficeTitle: { id: 'widgetContacts.dialog.editOffice', defaultMessage: 'Edit office' },
  sections: { id: 'widgetContacts.dialog.sections', defaultMessage: 'Settings' },
  mainSettings: { id: 'widgetContacts.dialog.mainSettings', defaultMessage: 'Main settings' },
  openingHours: { id: 'widgetContacts.dialog.openingHours', defaultMessage: 'Opening hours' },
  location: { id: 'widgetContacts.dialog.location', defaultMessage: 'Time zone and address' },
  officeTitle: { id: 'widgetContacts.field.title', defaultMessage: 'Title' },
  phoneNumber: { id: 'widgetContacts.field.phoneNumber', defaultMessage: 'Phone number' },
  phoneHint: {
    id: 'widgetContacts.field.phoneHint',
    defaultMessage: 'International format with + and the country code, e.g. +35924001000.',
  },
  contactOptions: { id: 'widgetContacts.field.contactOptions', defaultMessage: 'Contact options' },
  phoneCalls: { id: 'widgetContacts.option.phoneCalls', defaultMessage: 'Phone calls' },
  requestCallback: { id: 'widgetContacts.option.requestCallback', defaultMessage: 'Request callback' },
  chat: { id: 'widgetContacts.option.chat', defaultMessage: 'Chat' },
  emailOption: { id: 'widgetContacts.option.email', defaultMessage: 'Email' },
  videoCalls: { id: 'widgetContacts.option.videoCalls', defaultMessage: 'Video calls' },
  timezone: { id: 'widgetContacts.field.timezone', defaultMessage: 'Time zone' },
  widgetTimezone: { id: 'widgetContacts.field.widgetTimezone', defaultMessage: "The widget's time zone" },
  country: { id: 'widgetContacts.field.country', defaultMessage: 'Country' },
  selectCountry: { id: 'widgetContacts.field.selectCountry', defaultMessage: 'Select country' },
  state: { id: 'widgetContacts.field.state', defaultMessage: 'State or region' },
  street: { id: 'widgetContacts.field.street', defaultMessage: 'Street' },
  postCode: { id: 'widgetContacts.field.postCode', defaultMessage: 'Post code' },
  cancel: { id: 'widgetContacts.dialog.cancel', defaultMessage: 'Cancel' },
  save: { id: 'widgetContacts.dialog.save', defaultMessage: 'Save' },
  fixErrors: {
    id: 'widgetContacts.dialog.fixErrors',
    defaultMessage: 'Some of the saved contacts are not valid. Please correct them and try again.',
  },
  tooMany: {
    id: 'widgetContacts.tooMany',
    defaultMessage: 'You have reached the limit of {count, number} entries.',
  },
  departmentsTitle: { id: 'widgetContacts.departments.title', defaultMessage: 'Departments of {name}' },
  departmentsDescription: {
    id: 'widgetContacts.departments.description',
    defaultMessage: 'Visitors choose a department of this office to call, message or email it.',
  },
  departmentsTableLabel: { id: 'widgetContacts.departments.tableLabel', defaultMessage: 'Departments' },
  departmentsNoun: { id: 'widgetContacts.departments.noun', defaultMessage: 'departments' },
  contactsCrumb: { id: 'widgetContacts.departments.crumb', defaultMessage: 'Contacts' },
  addDepartment: { id: 'widgetContacts.departments.add', defaultMessage: 'Add department' },
  department: { id: 'widgetContacts.departments.column.name', defaultMessage: 'Department' },
  addDepartmentTitle: { id: 'widgetContacts.dialog.addDepartment', defaultMessage: 'Add department' },
  editDepartmentTitle: { id: 'widgetContacts.dialog.editDepartment', defaultMessage: 'Edit department' },
  departmentName: { id: 'widgetContacts.field.name', defaultMessage: 'Name' },
  editDepartment: { id: 'widgetContacts.action.editDepartment', defaultMessage: 'Edit department {name}' },
  deleteDepartment: {
    id: 'widgetContacts.action.deleteDepartment',
    defaultMessage: 'Delete department {name}',
  },
  notFound: { id: 'widgetContacts.notFound', defaultMessage: 'Office not found' },
  notFoundText: {
    id: 'widgetContacts.notFoundText',
    defaultMessage: 'This office does not exist in the selected widget. It may have been deleted.',
  },
  backToContacts: { id: 'widgetContacts.backToContacts', defaultMessage: 'Back to contacts' },
});
