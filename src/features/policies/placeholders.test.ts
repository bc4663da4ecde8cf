import { COMPANY_FALLBACKS, toCompanyDetails } from './companyDetails';
import { escapeHtml, fillPlaceholders } from './placeholders';
import { buildStoreInfo } from '@/test/builders';
import { toStoreInfo } from '@/features/store-info/normalizers';

const details = toCompanyDetails(toStoreInfo(buildStoreInfo({ companyLogoUrl: 'https://cdn.test/logo.png' })));

describe('fillPlaceholders', () => {
  it('fills every company placeholder, with or without inner spaces', () => {
    const html = '<p>{{companyName}}, {{ companyAddress }}, {{companyEmail}}, {{companyPhone}}</p><img src="{{companyLogoUrl}}" alt="">';
    expect(fillPlaceholders(html, details)).toBe(
      '<p>Stride Retail Pvt Ltd, 12 MG Road, Bengaluru, Karnataka 560001, care@stride.test, +91 80 4000 1234</p>' +
        '<img src="https://cdn.test/logo.png" alt="">',
    );
  });

  it('fills a placeholder each time it appears', () => {
    expect(fillPlaceholders('{{companyName}} & {{companyName}}', details)).toBe('Stride Retail Pvt Ltd & Stride Retail Pvt Ltd');
  });

  it('uses the fallbacks when the store has no details', () => {
    const html = '{{companyName}}|{{companyAddress}}|{{companyEmail}}|{{companyPhone}}';
    expect(fillPlaceholders(html, toCompanyDetails(undefined))).toBe('Company Name|Company Address|support@example.com|Phone Number');
    expect(toCompanyDetails(toStoreInfo({}))).toEqual(COMPANY_FALLBACKS);
  });

  it('escapes the values, so a store detail cannot add markup', () => {
    const hostile = { ...details, companyName: '<img src=x onerror="alert(1)">', companyLogoUrl: '" onerror="alert(1)' };
    expect(fillPlaceholders('<p>{{companyName}}</p><img src="{{companyLogoUrl}}">', hostile)).toBe(
      '<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p><img src="&quot; onerror=&quot;alert(1)">',
    );
  });

  it('leaves unknown placeholders alone', () => {
    expect(fillPlaceholders('{{website}} {{constructor}}', details)).toBe('{{website}} {{constructor}}');
  });
});

describe('escapeHtml', () => {
  it('escapes the characters that can open markup or end an attribute', () => {
    expect(escapeHtml(`<a href='x' title="y">&\``)).toBe('&lt;a href=&#39;x&#39; title=&quot;y&quot;&gt;&amp;&#96;');
  });
});
