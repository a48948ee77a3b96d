import { AppHeader } from '@switchboard/ui';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { ThemeToggle } from '../theme/ThemeToggle';
import { BrandLink } from './BrandLink';

/** The header of the pages anyone may open: the product name, language and theme. */
export function PublicHeader() {
  return (
    <AppHeader
      start={<BrandLink />}
      end={
        <>
          <LanguagePicker />
          <ThemeToggle />
        </>
      }
    />
  );
}
