import type { ButtonHTMLAttributes, Ref } from 'react';
import { useIntl } from 'react-intl';
import * as menuStyles from '../AppHeader/AppHeaderMenu.css';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { DeferredPopup, popupLoader } from '../internal/deferredPopup';
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

interface LanguageMenuButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'value' | 'aria-label'>,
    Pick<LanguageMenuProps, 'options' | 'value'> {
  ref?: Ref<HTMLButtonElement>;
}

/** The language menu's button: a globe, the current language in its own name, and a chevron. */
export function LanguageMenuButton({ options, value, ...button }: LanguageMenuButtonProps) {
  const intl = useIntl();
  const current = options.find((option) => option.value === value);
  const language = current?.label ?? value;
  return (
    <Button
      {...button}
      kind="ghost"
      icon={<Icon name="globe" />}
      aria-label={intl.formatMessage(messages.trigger, { language })}
    >
      <span className={styles.triggerText} lang={current?.value}>
        {language}
      </span>
      <Icon name="chevronDown" size={14} className={menuStyles.triggerChevron} />
    </Button>
  );
}

const languageMenuPopup = popupLoader(() => import('./LanguageMenuPopup'));

/**
 * The interface-language picker for the header: a menu of radio items (arrow keys move, Enter
 * chooses, Escape closes). Each name carries its own `lang`, so screen readers pronounce it right.
 */
export function LanguageMenu(props: LanguageMenuProps) {
  const { options, value } = props;
  return (
    <DeferredPopup
      afterPaint
      loader={languageMenuPopup}
      props={props}
      popup="menu"
      standIn={(handlers) => <LanguageMenuButton options={options} value={value} {...handlers} />}
    />
  );
}
