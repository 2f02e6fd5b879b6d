import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedLink } from '@dct/contracts';
import { answer, api } from './client';
import { keys } from './keys';

/**
 * The owner's calendar feed link. Asking makes the feed the first time, so the query runs only
 * once the owner asks (`enabled`): opening Settings makes no link, and a feed turned off stays off.
 */
export function useCalendarFeedLink({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: keys.calendar.link(),
    queryFn: (): Promise<CalendarFeedLink> => answer(api.GET('/api/calendar/token')),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** A new link in place of the old one (which then opens nothing). */
export function useRotateCalendarFeedLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CalendarFeedLink> => answer(api.POST('/api/calendar/token/rotate')),
    onSuccess: (link) => queryClient.setQueryData(keys.calendar.link(), link),
  });
}

/** Turns the feed off: the link opens nothing until the owner asks for a new one. */
export function useRevokeCalendarFeedLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<void> => {
      await answer(api.DELETE('/api/calendar/token'));
    },
    onSuccess: () => queryClient.removeQueries({ queryKey: keys.calendar.link() }),
  });
}
