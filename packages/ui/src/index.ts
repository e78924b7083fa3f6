// Styles are not imported here: the shell imports '@fresh-pouf/ui/styles.css' once, so remotes
// never ship a second copy of the design system's CSS.
export { Badge, type BadgeProps, type BadgeVariant } from './components/badge';
export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  type CardTitleProps,
} from './components/card';
export { Checkbox } from './components/checkbox';
export { ConfirmDialog, useConfirm, type ConfirmDialogProps } from './components/confirm-dialog';
export { FormField, type FormFieldControlProps, type FormFieldProps } from './components/form-field';
export { Input } from './components/input';
export { Label } from './components/label';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './components/segmented-control';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './components/select';
export { Skeleton } from './components/skeleton';
export { Spinner, type SpinnerProps } from './components/spinner';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
export { Textarea } from './components/textarea';
export { VisuallyHidden } from './components/visually-hidden';
export * from './icons';
export { useSvgId } from './lib/use-svg-id';
export { cn } from './lib/cn';
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastProps,
} from './toast/toast';
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
export { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, Toaster } from './toast/toaster';
export { useToast, type UseToastResult } from './toast/use-toast';
