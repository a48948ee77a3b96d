import { Avatar } from '@switchboard/ui';
import { useIntl } from 'react-intl';
import { AppLink } from './links';
import { shellMessages as m } from './shell.messages';

export interface BrandLinkProps {
  /** Shows the user's photo (or initials) before the product name (spec §2 header, profile pages). */
  user?: { name: string; photo: string | null };
}

/** The product name in the header, linking home. */
export function BrandLink({ user }: BrandLinkProps) {
  const intl = useIntl();
  return (
    <AppLink kind="brand" to="/" aria-label={intl.formatMessage(m.homeLink)}>
      {/* No letters in place of a missing photo: they would join the link's visible text. */}
      {user && <Avatar size="small" name={user.name} src={user.photo} fallback="icon" decorative />}
      {intl.formatMessage(m.productName)}
    </AppLink>
  );
}
