import { commonApi, loadQuery, type RouteLoader } from '@akiya/shared-ui';

/** /categories and /category (CategoriesPage): the categories are base data's (the shell's layout asks for it too: one request). */
export const loadCategories: RouteLoader = ({ dispatch }) => loadQuery(dispatch, commonApi.endpoints.getBaseData, undefined);
