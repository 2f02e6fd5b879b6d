import { addressKind } from './outbound-address';

describe(addressKind.name, () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.5',
    '100.64.0.1',
    '100.127.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.170',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.255',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
  ])('finds the IPv4 address %s inside the network', (address) => {
    expect(addressKind(address)).toBe('internal');
  });

  it.each(['127.0.0.1', '127.255.255.254', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1'])('finds %s to be this machine', (address) => {
    expect(addressKind(address)).toBe('loopback');
  });

  it.each([
    '::',
    '::ffff:10.0.0.5',
    '::ffff:a9fe:a9fe', // 169.254.169.254, mapped
    '::ffff:192.168.0.1',
    '::10.0.0.5', // IPv4-compatible
    '::127.0.0.1',
    '64:ff9b::a9fe:a9fe', // NAT64 of the metadata address
    '64:ff9b::127.0.0.1', // NAT64 of loopback is not this machine: refused even where loopback is allowed
    '64:ff9b::10.1.2.3',
    '64:ff9b:1::1.2.3.4',
    '2002:0a00:0005::1', // 6to4 of 10.0.0.5
    '2002:7f00:1::', // 6to4 of 127.0.0.1
    '2001::1', // Teredo
    '2001:db8::1',
    '100::1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fec0::1',
    'ff02::1',
    'ff05::1:3',
  ])('finds the IPv6 address %s inside the network', (address) => {
    expect(addressKind(address)).toBe('internal');
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '142.250.74.110',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
    '2002:0808:0808::1',
    '2a00:1450:4007:80e::200a',
  ])('finds %s on the internet', (address) => {
    expect(addressKind(address)).toBe('public');
  });

  it('answers undefined for text that is no IP address', () => {
    for (const text of ['localhost', '127.1', '2130706433', '0x7f.0.0.1', '', '[::1]']) expect(addressKind(text)).toBeUndefined();
  });
});
