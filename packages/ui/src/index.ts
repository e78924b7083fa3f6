// Styles are not imported here: the shell imports '@fresh-pouf/ui/styles.css' once, so remotes
// never ship a second copy of the design system's CSS.
// The Radix-based parts are entries of their own ('@fresh-pouf/ui/select', '/checkbox', '/tabs',
// '/confirm-dialog', '/toaster'), each shared on its own: a page loads only the ones it renders
// (the landing page's first view needs none of them: about 30 KB gzip).
export { Badge, type BadgeProps, type BadgeVariant } from './components/badge';
export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export * from './components/card';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './components/form-field';
export { Input } from './components/input';
export { Label } from './components/label';
export { NativeCheckbox } from './components/native-checkbox';
export { NativeSelect } from './components/native-select';
export { SegmentedControl, type SegmentedControlProps, type SegmentedOption } from './components/segmented-control';
export { Skeleton } from './components/skeleton';
export { Spinner, type SpinnerProps } from './components/spinner';
export { Textarea } from './components/textarea';
export { VisuallyHidden } from './components/visually-hidden';
export * from './icons';
export { useSvgId } from './lib/use-svg-id';
export { cn } from './lib/cn';
export {
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  dismiss,
  toast,
  toastReducer,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
  type ToastState,
  type ToastVariant,
} from './toast/toast-store';
export { useToast, type UseToastResult } from './toast/use-toast';
