import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import type { FormikHelpers } from 'formik';
import { baseApi, useCurrentUser, writeUserInfo } from '@medibridge/api-client';
import { MESSAGES, PROFILE_RELOAD_MS, ROUTES } from '@medibridge/contract';
import { Link, Skeleton, useTimedMessage } from '@medibridge/ui-kit';
import { useDispatch } from 'react-redux';
import { useAccountUpdateProfileMutation, useAccountUserDetailQuery } from '../api';
import { AuthCard, CardLinks, NoticeAlert, type Notice } from '../components/AuthCard';
import { NotificationSettings } from '../components/NotificationSettings';
import { readOutcome } from '../outcome';
import type { Values } from './ManageProfileForm';
import { useProfileTexts } from '../i18n/profile';

/** The form (formik and the fields) is its own chunk, off the first load: the page starts it on arrival. */
const loadForm = () => import('./ManageProfileForm');
const ManageProfileForm = lazy(async () => ({ default: (await loadForm()).ManageProfileForm }));

/**
 * /manage-profile (SPEC §2, §3, §4): the basic information form with the photo. 'Save Changes' sends SPEC's
 * multipart profile payload; 'Profile Update Successfully.' shows for 5 s, then the profile is fetched
 * afresh (RTK invalidation instead of SPEC's page reload) and the stored user_info follows it.
 */
export function ManageProfilePage(): ReactNode {
  const t = useProfileTexts();
  const user = useCurrentUser();
  const dispatch = useDispatch();
  const userId = user?.id ?? '';
  const detail = useAccountUserDetailQuery(userId, { skip: userId === '' });
  const [update] = useAccountUpdateProfileMutation();
  const notice = useTimedMessage<Notice>();
  const profile = detail.data;

  useEffect(() => {
    if (profile) writeUserInfo(profile);
  }, [profile]);

  // Download the form while the profile loads, so it is ready when the data is.
  useEffect(() => {
    loadForm().catch(() => undefined);
  }, []);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>): Promise<void> => {
    const form = new FormData();
    for (const [key, value] of Object.entries(values)) {
      if (key === 'profileImage') {
        if (value instanceof File) form.append('profileImage', value, value.name);
      } else {
        form.append(key, String(value ?? ''));
      }
    }
    form.append('mobile', String(profile?.mobile ?? ''));
    form.append('userID', String(userId));
    const outcome = readOutcome(await update(form));
    if (outcome.code === 200) {
      notice.show(
        { tone: 'success', text: MESSAGES.profileSaved },
        {
          ms: PROFILE_RELOAD_MS,
          onExpire: () => {
            dispatch(baseApi.util.invalidateTags([{ type: 'User', id: String(userId) }]));
          },
        },
      );
      return;
    }
    if (Object.keys(outcome.fieldErrors).length > 0) helpers.setErrors(outcome.fieldErrors);
    notice.show({
      tone: 'error',
      text: outcome.message ?? 'Your profile could not be saved. Please try again.',
    });
  };

  return (
    <AuthCard title={t('Manage Profile')} lead={t('Basic information')} wide>
      <NoticeAlert notice={notice.message} />
      {!profile ? (
        detail.isError ? (
          <NoticeAlert
            notice={{
              tone: 'error',
              text:
                readOutcome({ error: detail.error }).message ?? 'Your profile could not be loaded.',
            }}
          />
        ) : (
          <Skeleton height={48} lines={6} />
        )
      ) : (
        <Suspense fallback={<Skeleton height={48} lines={6} />}>
          <ManageProfileForm profile={profile} onSubmit={onSubmit} />
        </Suspense>
      )}
      <NotificationSettings />
      <CardLinks>
        <Link to={ROUTES.closeAccount}>{t('Close my account')}</Link>
      </CardLinks>
    </AuthCard>
  );
}
