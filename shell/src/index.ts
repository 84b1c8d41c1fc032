// Async boundary: shared singletons (React, the store's libraries, shared-ui) are negotiated
// by Module Federation before any of them is evaluated.
import('./bootstrap');
