/**
 * The kit as the console uses it: the one place the console imports @switchboard/ui from.
 *
 * Components that @switchboard/ui's index does not re-export yet are taken from their folders in
 * the kit's sources; once the index exports them, these lines collapse into
 * `export * from '@switchboard/ui'` and nothing else in the console changes.
 */
export {
  applyThemeMode,
  Button,
  Field,
  Icon,
  type IconName,
  Spinner,
  storedThemeMode,
  systemThemeMode,
  type ThemeMode,
  useThemeMode,
} from '@switchboard/ui';
export { Alert } from '../../../packages/ui/src/Alert';
export { AppHeader, type AppHeaderProduct } from '../../../packages/ui/src/AppHeader';
export { AppLayout } from '../../../packages/ui/src/AppLayout';
export { AppLoading } from '../../../packages/ui/src/AppLoading';
export { AuthLayout } from '../../../packages/ui/src/AuthLayout';
export { Card } from '../../../packages/ui/src/Card';
export { Checkbox } from '../../../packages/ui/src/Checkbox';
export { LanguageMenu, type LanguageOption } from '../../../packages/ui/src/LanguageMenu';
export { LoaderOverlay } from '../../../packages/ui/src/LoaderOverlay';
export { PageHeader } from '../../../packages/ui/src/PageHeader';
export { PasswordField } from '../../../packages/ui/src/PasswordField';
export { Result } from '../../../packages/ui/src/Result';
export { SideMenu, type SideMenuLinkRenderer } from '../../../packages/ui/src/SideMenu';
export { Stack } from '../../../packages/ui/src/Stack';
export { Tabs } from '../../../packages/ui/src/Tabs';
export { TextField } from '../../../packages/ui/src/TextField';
export { TextLink } from '../../../packages/ui/src/TextLink';
export { Toaster, toast } from '../../../packages/ui/src/Toast';
