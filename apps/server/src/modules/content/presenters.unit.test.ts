import { describe, expect, it } from 'vitest';
import { homeContentResponse } from '@anupalan/shared';
import { presentedContent, presentHomeContent } from './presenters.ts';
import type { HomeContentModel } from './service.ts';

const model: HomeContentModel = {
  notices: [{ id: 1, text: 'GSTR-3B window open.', category: 'GST', publishedOn: '2026-11-20' }],
  dueDates: [{ id: 2, text: 'GSTR-1', dueOn: '2026-12-11', category: 'GST' }],
  testimonials: [
    {
      id: 3,
      title: 'Quick filing',
      review: 'Done in a day.',
      name: 'Asha Rao',
      company: 'Rao Traders',
      rating: 5,
      initials: 'AR',
      colour: 'saffron',
    },
  ],
  cards: [{ id: 4, audience: 'startup', title: 'GST Registration', text: 'Start invoicing.', link: '/gst', icon: 'Receipt' }],
};

describe('home content presenter', () => {
  it('names the answer as the home page reads it (storefront §2)', () => {
    const answer = presentHomeContent(model);
    expect(answer).toStrictEqual({
      notices: [{ id: 1, text: 'GSTR-3B window open.', category: 'GST', timestamp: '2026-11-20' }],
      due_dates: [{ id: 2, text: 'GSTR-1', date: '2026-12-11', category: 'GST' }],
      testimonials: [
        {
          id: 3,
          title: 'Quick filing',
          review: 'Done in a day.',
          name: 'Asha Rao',
          company: 'Rao Traders',
          rating: 5,
          avatar: 'AR',
          colour: 'saffron',
        },
      ],
      cards: [{ id: 4, audience: 'startup', title: 'GST Registration', text: 'Start invoicing.', to: '/gst', icon: 'Receipt' }],
    });
    // Parsing drops what the contract does not name: equal means nothing extra is sent.
    const full = { success: true as const, ...answer };
    expect(homeContentResponse.parse(full)).toStrictEqual(full);
  });

  it('presents a model once for the web loaders', async () => {
    let current = model;
    const view = presentedContent({ getHomeContent: async () => current });
    const first = await view.getHomeContent();
    expect(await view.getHomeContent()).toBe(first);
    current = { ...model, notices: [] };
    expect((await view.getHomeContent()).notices).toEqual([]);
  });
});
