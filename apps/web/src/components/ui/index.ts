export { Alert } from './alert';
export { AlertDialog, AlertDialogTrigger, ConfirmDialog, type ConfirmDialogProps } from './alert-dialog';
export { Badge } from './badge';
export { Button, buttonClasses, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
export { Checkbox } from './checkbox';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  SimpleDialog,
} from './dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
export { FormField } from './form-field';
export { Input, Select, Textarea, type SelectOption } from './input';
export { Label } from './label';
export { MobileInput } from './mobile-input';
export { FullScreenSpinner, Spinner } from './spinner';
export { Switch } from './switch';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
export { Toaster } from './toaster';
