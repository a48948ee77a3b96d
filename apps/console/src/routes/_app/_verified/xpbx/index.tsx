import { createFileRoute } from '@tanstack/react-router';
import { PbxHomePage } from '#features/pbx-home/PbxHomePage';

/** /xpbx, the PBX home: its parts load on their own (the live calls keep polling). */
export const Route = createFileRoute('/_app/_verified/xpbx/')({
  component: PbxHomePage,
});
