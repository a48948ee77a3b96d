export { Alert, type AlertProps } from './Alert';
export { type AlertKind, alertIcons, alertKinds } from './Alert.variants';
