import { mayQueueProgressEvent, PROGRESS_EVENT_MAX_AGE_MS } from './progressQueue';

const now = Date.parse('2026-03-10T12:00:00Z');
const event = { type: 'chapter_read', activity: 'book-1-chapter-2', eventId: '0b7c1e52-6f0a-4c1e-9d7e-2b1f3a4c5d6e', occurredAt: '2026-03-10T11:59:00Z' };

describe('mayQueueProgressEvent', () => {
  it('queues an event with its id and its moment, within the service’s seven days', () => {
    expect(mayQueueProgressEvent(event, now)).toBe(true);
    expect(mayQueueProgressEvent({ ...event, occurredAt: new Date(now - PROGRESS_EVENT_MAX_AGE_MS + 60_000).toISOString() }, now)).toBe(true);
  });

  it('does not queue an event that would count twice or not at all', () => {
    const { eventId: _id, ...withoutId } = event;
    const { occurredAt: _at, ...withoutMoment } = event;
    expect(mayQueueProgressEvent(withoutId, now)).toBe(false);
    expect(mayQueueProgressEvent({ ...event, eventId: 'otra-vez' }, now)).toBe(false);
    expect(mayQueueProgressEvent(withoutMoment, now)).toBe(false);
    expect(mayQueueProgressEvent({ ...event, occurredAt: 'ayer' }, now)).toBe(false);
    expect(mayQueueProgressEvent({ ...event, occurredAt: new Date(now - PROGRESS_EVENT_MAX_AGE_MS).toISOString() }, now)).toBe(false);
    expect(mayQueueProgressEvent(null, now)).toBe(false);
    expect(mayQueueProgressEvent('texto', now)).toBe(false);
  });
});
