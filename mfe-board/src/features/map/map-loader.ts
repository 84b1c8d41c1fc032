import { loadQuery, type RouteLoader } from '@akiya/shared-ui';
import { mapApi, mapMarkersArgs } from './api/map-api';

/** /map (MapPage, its own chunk): the markers of the whole country, or of the prefecture of ?area=. */
export const loadMap: RouteLoader = ({ searchParams, dispatch }) => loadQuery(dispatch, mapApi.endpoints.getMapMarkers, mapMarkersArgs(searchParams));
