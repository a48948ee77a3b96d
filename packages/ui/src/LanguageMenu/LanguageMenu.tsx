import * as Menu from '@radix-ui/react-dropdown-menu';
import { useIntl } from 'react-intl';
import * as menuStyles from '../AppHeader/AppHeaderMenu.css';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as styles from './LanguageMenu.css';
import { languageMenuMessages as messages } from './LanguageMenu.messages';

/** One language of the menu. */
export interface LanguageOption {
  /** The locale code, e.g. 'ar'. */
  value: string;
  /** The language's own name, e.g. 'العربية'. */
  label: string;
}

export interface LanguageMenuProps {
  /** The languages offered, in order; labels in their own language so everyone finds theirs. */
  options: readonly LanguageOption[];
  /** The current language's code. */
  value: string;
  /** Called with the chosen language's code. */
  onChange: (value: string) => void;
  /** Whether the menu starts open. @default false */
  defaultOpen?: boolean;
}

/**
 * The interface-language picker for the header: a menu of radio items (arrow keys move, Enter
 * chooses, Escape closes). Each name carries its own `lang`, so screen readers pronounce it right.
 */
export function LanguageMenu({ options, value, onChange, defaultOpen }: LanguageMenuProps) {
  const intl = useIntl();
  const current = options.find((option) => option.value === value);
  const language = current?.label ?? value;
  return (
    <Menu.Root defaultOpen={defaultOpen} modal={false}>
      <Menu.Trigger asChild>
        <Button
          kind="ghost"
          icon={<Icon name="globe" />}
          aria-label={intl.formatMessage(messages.trigger, { language })}
        >
          <span className={styles.triggerText} lang={current?.value}>
            {language}
          </span>
          <Icon name="chevronDown" size={14} className={menuStyles.triggerChevron} />
        </Button>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={menuStyles.content} align="end" sideOffset={4} loop>
          <Menu.Label className={styles.heading}>{intl.formatMessage(messages.heading)}</Menu.Label>
          <Menu.RadioGroup value={value} onValueChange={onChange}>
            {options.map((option) => (
              <Menu.RadioItem
                key={option.value}
                value={option.value}
                lang={option.value}
                className={menuStyles.item}
              >
                <span className={menuStyles.itemLabel}>{option.label}</span>
                <Menu.ItemIndicator className={menuStyles.check}>
                  <Icon name="check" />
                </Menu.ItemIndicator>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
