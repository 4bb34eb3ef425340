import { describe, expect, it } from 'vitest';
import { companyOfEmail } from './company.ts';

describe('companyOfEmail', () => {
  it('is the work email’s domain', () => {
    expect(companyOfEmail('jane@acme-capital.com')).toBe('acme-capital.com');
    expect(companyOfEmail('jane@acme.io')).toBe('acme.io');
  });

  it('is lower-cased, whatever the address’s case', () => {
    expect(companyOfEmail('Jane@Acme-Capital.COM')).toBe('acme-capital.com');
  });

  it('drops subdomains down to the registrable domain', () => {
    expect(companyOfEmail('jane@mail.acme.com')).toBe('acme.com');
    expect(companyOfEmail('jane@email.eu.acme.com')).toBe('acme.com');
  });

  it('keeps a country’s two-level suffix whole', () => {
    expect(companyOfEmail('jane@mail.acme.co.uk')).toBe('acme.co.uk');
    expect(companyOfEmail('jane@acme.com.au')).toBe('acme.com.au');
    expect(companyOfEmail('jane@tokyo.acme.co.jp')).toBe('acme.co.jp');
    expect(companyOfEmail('jane@acme.co')).toBe('acme.co');
    expect(companyOfEmail('jane@acme.de')).toBe('acme.de');
  });

  it.each([
    'jane@gmail.com',
    'jane@googlemail.com',
    'jane@yahoo.com',
    'jane@yahoo.co.uk',
    'jane@hotmail.fr',
    'jane@outlook.com',
    'jane@live.co.uk',
    'jane@icloud.com',
    'jane@me.com',
    'jane@aol.com',
    'jane@proton.me',
    'jane@protonmail.com',
    'jane@gmx.de',
    'jane@mail.com',
    'jane@yandex.ru',
    'jane@zoho.com',
    'Jane@GMAIL.com',
  ])('is null for the free-mail address %s', (email) => {
    expect(companyOfEmail(email)).toBeNull();
  });

  it('is a company whose domain only contains a free-mail name', () => {
    expect(companyOfEmail('jane@gmail-partners.com')).toBe('gmail-partners.com');
    expect(companyOfEmail('jane@mymail.com')).toBe('mymail.com');
  });

  it('is null without a domain', () => {
    expect(companyOfEmail('jane')).toBeNull();
    expect(companyOfEmail('jane@localhost')).toBeNull();
  });
});
