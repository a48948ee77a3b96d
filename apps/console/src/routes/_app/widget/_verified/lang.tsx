import { createFileRoute } from '@tanstack/react-router';
import { LanguagesPage } from '../../../../features/widget/lang/LanguagesPage';

/** The widget's languages and translations. */
export const Route = createFileRoute('/_app/widget/_verified/lang')({
  component: LanguagesPage,
});
