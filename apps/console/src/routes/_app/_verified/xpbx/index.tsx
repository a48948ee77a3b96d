import { createFileRoute } from '@tanstack/react-router';
import { XpbxHomePage } from '../../../../features/xpbx/XpbxHomePage';

export const Route = createFileRoute('/_app/_verified/xpbx/')({
  component: XpbxHomePage,
});
