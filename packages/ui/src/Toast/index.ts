export {
  createToastQueue,
  showToast,
  toastQueue,
  ToastRegion,
  type ToastContent,
  type ToastQueue,
  type ToastRegionProps,
  type ToastTone,
} from './Toast';
