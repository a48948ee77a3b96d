import * as Menu from '@radix-ui/react-dropdown-menu';
import { useIntl } from 'react-intl';
import * as menuStyles from '../AppHeader/AppHeaderMenu.css';
import { Icon } from '../Icon/Icon';
import { LanguageMenuButton, type LanguageMenuProps } from './LanguageMenu';
import * as styles from './LanguageMenu.css';
import { languageMenuMessages as messages } from './LanguageMenu.messages';

/** The language menu's Radix part, loaded when the user first points at or focuses its button. */
export default function LanguageMenuPopup({ options, value, onChange, defaultOpen }: LanguageMenuProps) {
  const intl = useIntl();
  return (
    <Menu.Root defaultOpen={defaultOpen} modal={false}>
      <Menu.Trigger asChild>
        <LanguageMenuButton options={options} value={value} />
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
