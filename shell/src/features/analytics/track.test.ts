import { ANALYTICS_DOM_EVENT, trackEvent } from '@akiya/shared-ui';
import { listenToRemoteAnalytics, track } from './track';

describe('track', () => {
  afterEach(() => {
    delete window.__AKIYA_CONFIG__;
    delete window.dataLayer;
  });

  it('does nothing outside production', () => {
    track('click_header_post');
    expect(window.dataLayer).toBeUndefined();
    window.__AKIYA_CONFIG__ = { production: false };
    track('click_header_board');
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes the event to window.dataLayer in production', () => {
    window.__AKIYA_CONFIG__ = { production: true };
    track('click_header_post');
    track('click_header_login', { from: 'header' });
    expect(window.dataLayer).toEqual([{ event: 'click_header_post' }, { from: 'header', event: 'click_header_login' }]);
  });

  it('keeps what the tag manager already queued', () => {
    window.__AKIYA_CONFIG__ = { production: true };
    window.dataLayer = [{ 'gtm.start': 1 }];
    track('click_header_mypage');
    expect(window.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'click_header_mypage' }]);
  });

  it('an event name in the params cannot override the event', () => {
    window.__AKIYA_CONFIG__ = { production: true };
    track('click_header_feature', { event: 'something_else' });
    expect(window.dataLayer).toEqual([{ event: 'click_header_feature' }]);
  });
});

describe('listenToRemoteAnalytics', () => {
  afterEach(() => {
    delete window.__AKIYA_CONFIG__;
    delete window.dataLayer;
  });

  it('tracks the known events remotes send with trackEvent, until stopped', () => {
    window.__AKIYA_CONFIG__ = { production: true };
    const stop = listenToRemoteAnalytics();
    trackEvent('save_my-search');
    window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: { event: 'made_up', params: {} } }));
    stop();
    trackEvent('save_my-search');
    expect(window.dataLayer).toEqual([{ event: 'save_my-search' }]);
  });
});
