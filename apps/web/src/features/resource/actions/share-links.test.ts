import { describe, expect, it } from 'vitest';
import { absoluteUrl, classroomPopupFeatures, classroomShareUrl, lessonPlanLinks } from './share-links.ts';

describe('resource action links', () => {
  it('makes a site path absolute and keeps absolute http(s) addresses', () => {
    expect(absoluteUrl('/resource/sci-001/', 'http://localhost:3000')).toBe(
      'http://localhost:3000/resource/sci-001/',
    );
    expect(absoluteUrl('https://example.org/r/1', 'http://localhost:3000')).toBe('https://example.org/r/1');
    expect(absoluteUrl('javascript:alert(1)', 'http://localhost:3000')).toBe('http://localhost:3000');
  });

  it('shares to Google Classroom with the address and title encoded', () => {
    const url = new URL(classroomShareUrl('http://localhost:3000/resource/a-b/?x=1&y=2', 'Sound & Light'));
    expect(url.origin + url.pathname).toBe('https://classroom.google.com/share');
    expect(url.searchParams.get('url')).toBe('http://localhost:3000/resource/a-b/?x=1&y=2');
    expect(url.searchParams.get('title')).toBe('Sound & Light');
  });

  it('opens a 640x450 pop-up, centred when the window is known', () => {
    expect(classroomPopupFeatures()).toBe('popup,width=640,height=450');
    expect(classroomPopupFeatures({ left: 100, top: 50, width: 1280, height: 850 })).toBe(
      'popup,width=640,height=450,left=420,top=250',
    );
    expect(classroomPopupFeatures({ left: 0, top: 0, width: 400, height: 300 })).toBe(
      'popup,width=640,height=450,left=0,top=0',
    );
  });

  it('points the print and Word links at the exports, keeping preview', () => {
    expect(lessonPlanLinks('lp-01', false)).toEqual({
      html: '/api/v2/lesson_plan_html/lp-01/',
      word: '/api/v2/lesson_plan_word/lp-01/',
    });
    expect(lessonPlanLinks('lp-01', true).word).toBe('/api/v2/lesson_plan_word/lp-01/?is_preview=true');
  });
});
