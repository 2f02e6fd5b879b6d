import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AppNotification, NotificationPage, NotificationSettings, NotificationSettingsInput } from '@dct/contracts';
import { answer, api } from './client';
import { keys } from './keys';
import { refreshAfter } from './refresh';

/** How often the bell asks for new alerts while the page is open (the scan runs every few minutes). */
const BELL_POLL_MS = 60_000;

/** A page of the owner's notifications with the unread count: the bell's number and its list; refreshed every minute. */
export function useNotifications(page = 1, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: keys.notifications.page(page),
    queryFn: (): Promise<NotificationPage> => answer(api.GET('/api/notifications', { params: { query: { page } } })),
    enabled,
    refetchInterval: BELL_POLL_MS,
    staleTime: 30_000,
  });
}

export function useMarkNotificationRead() {
  const refresh = refreshAfter.notificationChange(useQueryClient());
  return useMutation({
    mutationFn: (id: number): Promise<AppNotification> => answer(api.POST('/api/notifications/{id}/read', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

export function useMarkAllNotificationsRead() {
  const refresh = refreshAfter.notificationChange(useQueryClient());
  return useMutation({
    mutationFn: (): Promise<{ marked: number }> => answer(api.POST('/api/notifications/read-all')),
    onSuccess: refresh,
  });
}

/** Which alerts reach the owner, how and when (the settings page). */
export function useNotificationSettings() {
  return useQuery({
    queryKey: keys.notifications.settings(),
    queryFn: (): Promise<NotificationSettings> => answer(api.GET('/api/account/notifications')),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useSaveNotificationSettings() {
  const refresh = refreshAfter.notificationSettingsChange(useQueryClient());
  return useMutation({
    mutationFn: (input: NotificationSettingsInput): Promise<NotificationSettings> => answer(api.PUT('/api/account/notifications', { body: input })),
    onSuccess: refresh,
  });
}

/**
 * Offers the browser's time zone once the owner is signed in. The server takes it only while the
 * owner has saved no settings (the first sign-in), so quiet hours and the digest keep the owner's
 * hours rather than UTC's, and a zone chosen in Settings is never replaced.
 */
export function useBrowserTimeZoneDefault(userId: number | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const time_zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (userId === undefined || !time_zone) return;
    answer(api.POST('/api/account/notifications/time-zone', { body: { time_zone } })).then(
      (settings: NotificationSettings) => queryClient.setQueryData(keys.notifications.settings(), settings),
      // Offline or refused: the settings page still offers the browser's zone first.
      () => undefined,
    );
  }, [userId, queryClient]);
}
