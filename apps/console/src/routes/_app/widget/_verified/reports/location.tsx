import { createFileRoute } from '@tanstack/react-router';
import { LocationPage } from '../../../../../features/widget-map/LocationPage';

/** The map of visitor requests. */
export const Route = createFileRoute('/_app/widget/_verified/reports/location')({
  component: LocationPage,
});
