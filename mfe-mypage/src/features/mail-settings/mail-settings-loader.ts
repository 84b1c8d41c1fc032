import { loadQuery } from '@akiya/shared-ui';
import { signedInLoader } from '../../utils/signed-in-loader';
import { mailSettingsApi } from './api/mail-settings-api';

/** /my-page/mail-settings (MailSettingsPage): the three settings. */
export const loadMailSettings = signedInLoader(({ dispatch }) => loadQuery(dispatch, mailSettingsApi.endpoints.getMailSettings, undefined));
