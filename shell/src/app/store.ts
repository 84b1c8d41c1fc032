import { createAppStore } from '@akiya/shared-ui';

/** The one Redux store of the page, owned by the shell; remotes inject endpoints and slices into it. */
export const store = createAppStore();
