import type { User } from './user.entity.js';

/** The documented member shapes. */
export const publicUserJson = (u: User) => ({ no: u.no, id: u.id, nickname: u.nickname, role: u.role });

export const accountJson = (u: User) => ({
  no: u.no,
  id: u.id,
  name: u.name,
  email: u.email,
  tel: u.tel,
  zipcode: u.zipcode,
  address: u.address,
  idK: u.idK,
  idN: u.idN,
  accountType: u.accountType,
});
