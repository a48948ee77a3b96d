import { createFileRoute } from '@tanstack/react-router';
import { LanguagesPage } from '#features/widget/lang/LanguagesPage';
import { loadLanguagesPage } from '#features/widget/lang/runtimeTexts';
import { WidgetError } from '#features/widget/WidgetError';

/** The widget's languages and translations. */
export const Route = createFileRoute('/_app/widget/_verified/lang')({
  loader: ({ context }) => loadLanguagesPage(context),
  errorComponent: WidgetError,
  component: LanguagesPage,
});
