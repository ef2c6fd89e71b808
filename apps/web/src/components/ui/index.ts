export { Alert } from './alert';
export { ConfirmDialog } from './alert-dialog';
export { Badge } from './badge';
export { Button, buttonClasses } from './button';
export { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
export { Checkbox } from './checkbox';
export {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  SimpleDialog,
} from './dialog';
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';
export { FormField } from './form-field';
export { Input, Select, Textarea } from './input';
export { Label } from './label';
export { MobileInput } from './mobile-input';
export { FullScreenSpinner, Spinner } from './spinner';
export { Switch } from './switch';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
