import { type Infer, type } from 'superstruct';

/** A body with nothing in it (POST /admin/widget/active/:id, an activation, a test): `{}`. */
export const emptyBody = type({});
export type EmptyBody = Infer<typeof emptyBody>;
