import { createFileRoute } from '@tanstack/react-router';
import { AppearancePage } from '../../../../features/widget/appearance/AppearancePage';

/** The appearance editor with its live preview. */
export const Route = createFileRoute('/_app/widget/_verified/appearance')({
  component: AppearancePage,
});
