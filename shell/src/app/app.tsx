import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { store } from './store';
import { AppRoutes } from './routes';
import { listenToRemoteAnalytics } from '../features/analytics/track';

export function App() {
  // Remotes send analytics events through shared-ui's trackEvent (e.g. save_my-search).
  useEffect(() => listenToRemoteAnalytics(), []);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  );
}
