export { Toast, Toaster, type ToasterProps, type ToastProps } from './Toast';
export { createToastStore, type ToastEntry, type ToastOptions, type ToastStore, toast } from './Toast.store';
export { TOAST_DURATION, type ToastKind, toastIcons, toastKinds } from './Toast.variants';
export { ToasterOnDemand } from './ToasterOnDemand';
