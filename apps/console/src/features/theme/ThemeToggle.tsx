import { Button, Icon } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { useTheme } from './ThemeProvider';
import { themeMessages as messages } from './theme.messages';

/** Switches between the light and the dark theme; the button says which one it switches to. */
export function ThemeToggle() {
  const intl = useIntl();
  const [mode, setMode] = useTheme();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Button
      kind="ghost"
      aria-label={intl.formatMessage(next === 'dark' ? messages.toDark : messages.toLight)}
      icon={<Icon name={next === 'dark' ? 'moon' : 'sun'} />}
      onClick={() => setMode(next)}
    />
  );
}
