import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { pictureAlts } from '@/app/_lib/product/picture-alt';
import type { Product } from '@/app/_content';
import enMessages from '@/messages/en-US.json';
import zhMessages from '@/messages/zh-CN.json';

const translators = {
  'en-US': createTranslator({ locale: 'en-US', messages: enMessages, namespace: 'ProductGallery' }),
  'zh-CN': createTranslator({ locale: 'zh-CN', messages: zhMessages, namespace: 'ProductGallery' }),
};

/** A product with `files` as its pictures, named Hibiscus Dawn / 芙蓉晨曦, with `pictures` descriptions per locale. */
function product(files: string[], pictures: Partial<Record<'en-US' | 'zh-CN', Record<string, string>>> = {}): Product {
  const image = (file: string) => ({ file, sku: 'rj-hr-001', width: 2400, height: 2400, hash: file });
  return {
    images: files.map(image),
    text: {
      'en-US': { name: 'Hibiscus Dawn', pictures: pictures['en-US'], html: '', text: '' },
      'zh-CN': { name: '芙蓉晨曦', pictures: pictures['zh-CN'], html: '', text: '' },
    },
  } as unknown as Product;
}

describe('the pictures’ descriptions (alt text)', () => {
  it('name each undescribed picture’s place among the views, in each language', () => {
    const four = product(['front.jpg', 'edge.jpg', 'folded.jpg', 'worn.jpg']);
    expect(pictureAlts(four, 'en-US', translators['en-US'])).toEqual([
      'Hibiscus Dawn, view 1 of 4',
      'Hibiscus Dawn, view 2 of 4',
      'Hibiscus Dawn, view 3 of 4',
      'Hibiscus Dawn, view 4 of 4',
    ]);
    expect(pictureAlts(four, 'zh-CN', translators['zh-CN'])[1]).toBe('芙蓉晨曦，第 2 张，共 4 张');
  });

  it('use the editor’s description where one is written, per language, and the default elsewhere', () => {
    const described = product(['front.jpg', 'edge.jpg', 'folded.jpg'], {
      'en-US': { 'edge.jpg': 'The hand-rolled edge, close up' },
      'zh-CN': { 'folded.jpg': '折叠后的方巾' },
    });
    expect(pictureAlts(described, 'en-US', translators['en-US'])).toEqual([
      'Hibiscus Dawn, view 1 of 3',
      'The hand-rolled edge, close up',
      'Hibiscus Dawn, view 3 of 3',
    ]);
    expect(pictureAlts(described, 'zh-CN', translators['zh-CN'])).toEqual([
      '芙蓉晨曦，第 1 张，共 3 张',
      '芙蓉晨曦，第 2 张，共 3 张',
      '折叠后的方巾',
    ]);
  });

  it('call a product’s only picture by the product’s name', () => {
    expect(pictureAlts(product(['front.jpg']), 'en-US', translators['en-US'])).toEqual(['Hibiscus Dawn']);
    expect(pictureAlts(product(['front.jpg']), 'zh-CN', translators['zh-CN'])).toEqual(['芙蓉晨曦']);
  });
});
