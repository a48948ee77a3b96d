import { formatEuro } from '@switchboard/contract';
import { AppHeader, Icon, SideMenu } from '@switchboard/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useApp } from '#app/AppContextProvider';
import { isVerified } from '#app/session';
import { LanguagePicker } from '../i18n/LanguagePicker';
import { impersonatedName } from '../session/impersonation';
import { useOpenItems } from '../session/useMayCall';
import { useProfile } from '../session/useProfile';
import { useSession } from '../session/useSession';
import { ThemeToggle } from '../theme/ThemeToggle';
import { BrandLink } from './BrandLink';
import { renderRouterLink } from './links';
import { useNavSections } from './menu';
import { products } from './navigation';
import { shellMessages as m } from './shell.messages';

const isWithin = (pathname: string, area: string) => pathname === area || pathname.startsWith(`${area}/`);

/**
 * The header of the logged-in console (spec §2): the menu button with the areas, the product
 * switcher, language and theme, and the user menu. The product switcher shows only when the
 * admin-user flag is not 'true' or while impersonating.
 */
export function ConsoleHeader() {
  const intl = useIntl();
  const { api, queries } = useApp();
  const navigate = useNavigate();
  const session = useSession();
  const profile = useProfile();
  const verified = isVerified(profile);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  const openItems = useOpenItems();
  const sections = useNavSections()
    .map((section) => ({ ...section, items: openItems(section.items) }))
    .filter((section) => section.items.length > 0);
  // Products are verified areas (spec §2): an unverified account has none to switch to yet.
  const productItems = verified
    ? openItems(products).map((product) => ({
        id: product.id,
        label: intl.formatMessage(product.label),
        href: product.to,
        current: product.area !== null && isWithin(pathname, product.area ?? product.to),
      }))
    : [];
  const showProducts = productItems.length > 0 && (!session.isAdmin || session.impersonating);

  const user = profile?.user_info;
  // The profile is the login's (the administrator's); while acting, the menu names the user acted as.
  const acting = session.impersonating;
  // Spec §2: Amount is the balance (from the ledger; members may read it), default 0. The header
  // is on every route and no page's loader owns it: it asks once someone is logged in, and the
  // amount shows when it arrives rather than holding back the page.
  const balance = useQuery({ ...queries.balance(), enabled: profile !== null });
  // Spec §2: the home logo carries the user's photo on profile pages of a verified account.
  const brandUser =
    user && verified && isWithin(pathname, '/profile')
      ? { name: user.name, photo: user.user_photo }
      : undefined;
  return (
    <AppHeader
      start={
        <>
          <AppHeader.MenuButton>
            <SideMenu
              label={intl.formatMessage(m.navigation)}
              currentHref={pathname}
              renderLink={renderRouterLink}
            >
              {sections.map((section) => (
                <SideMenu.Section key={section.id} heading={intl.formatMessage(section.heading)}>
                  {section.items.map((item) => (
                    <SideMenu.Item key={item.to} href={item.to} icon={<Icon name={item.icon} />}>
                      {intl.formatMessage(item.label)}
                    </SideMenu.Item>
                  ))}
                </SideMenu.Section>
              ))}
            </SideMenu>
          </AppHeader.MenuButton>
          <BrandLink {...(brandUser ? { user: brandUser } : {})} />
        </>
      }
      end={
        <>
          {showProducts && (
            <AppHeader.ProductSwitcher
              items={productItems}
              label={intl.formatMessage(m.products)}
              renderLink={renderRouterLink}
            />
          )}
          <LanguagePicker />
          <ThemeToggle />
          <AppHeader.UserMenu
            name={
              acting
                ? (impersonatedName() ?? `#${session.impersonatedUserId}`)
                : user?.name || intl.formatMessage(m.accountFallbackName)
            }
            {...(!acting && user?.user_photo ? { photoUrl: user.user_photo } : {})}
            {...(!acting && profile?.company_info.company_name
              ? { company: profile.company_info.company_name }
              : {})}
            amount={formatEuro(balance.data?.balance_minor ?? 0)}
            profileHref="/profile"
            renderLink={renderRouterLink}
            // Spec §2: Recharge account is hidden for user type 'user'.
            {...(user && !acting && user.user_type !== 'user'
              ? { onRecharge: () => void navigate({ to: '/profile/recharge-account' }) }
              : {})}
            onLogout={() => void api.logout()}
          />
        </>
      }
    />
  );
}
