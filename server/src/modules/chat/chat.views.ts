import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatCategory, OrderState } from '../../common/enums.js';
import type { ChatMessageData, ChatOrderCardData } from '../../common/pubsub.js';
import type { ChatRoomData } from './chat.types.js';

/**
 * The chat's reads, each a fixed number of statements however many rooms or messages: rooms with their last message
 * and unread count in one, messages in one, and the order cards they carry in one more.
 */

interface MessageRow {
  no: number;
  room_no: number;
  user_no: number;
  content: string;
  send_admin: boolean;
  date: Date;
  order_no: number | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** Cards for the given orders, by number. */
export async function orderCards(em: EntityManager, orderNos: number[]): Promise<Map<number, ChatOrderCardData>> {
  const cards = new Map<number, ChatOrderCardData>();
  if (orderNos.length === 0) return cards;
  const rows = await em
    .getConnection()
    .execute<
      { no: number; state: OrderState; price: number; date: Date; product_name: string; product_count: string }[]
    >(
      `select o.no, o.state, o.price, o.date, first.name as product_name,
            (select count(*) from order_product c where c.order_no = o.no) as product_count
       from orders o
       cross join lateral (select p.name from order_product op join product p on p.no = op.product_no
                            where op.order_no = o.no order by op.no limit 1) first
      where o.no in (?)`,
      [[...new Set(orderNos)]],
    );
  for (const r of rows) {
    cards.set(r.no, {
      no: r.no,
      state: r.state,
      price: r.price,
      date: iso(r.date),
      productName: r.product_name,
      productCount: Number(r.product_count),
    });
  }
  return cards;
}

async function withCards(em: EntityManager, rows: MessageRow[]): Promise<ChatMessageData[]> {
  const cards = await orderCards(
    em,
    rows.flatMap((r) => (r.order_no ? [r.order_no] : [])),
  );
  return rows.map((r) => ({
    no: r.no,
    chatNo: r.room_no,
    userNo: r.user_no,
    content: r.content,
    sendAdmin: r.send_admin,
    date: iso(r.date),
    order: r.order_no ? (cards.get(r.order_no) ?? null) : null,
  }));
}

export interface MessageWindow {
  /** Only messages after this number: what a reconnecting client missed. */
  after?: number | null;
  /** Only messages before this number: the page above the oldest one shown. */
  before?: number | null;
  size: number;
}

/** A room's messages in a window, oldest first (the newest `size` of the window). */
export async function roomMessages(em: EntityManager, chatNo: number, w: MessageWindow): Promise<ChatMessageData[]> {
  const rows = await em.getConnection().execute<MessageRow[]>(
    `select no, room_no, user_no, content, send_admin, date, order_no from chat_message
      where room_no = ? and no > ? and no < ?
      order by no ${w.after ? 'asc' : 'desc'} limit ?`,
    [chatNo, w.after ?? 0, w.before ?? 2147483647, w.size],
  );
  return withCards(em, w.after ? rows : rows.reverse());
}

/** One stored message as the clients see it. */
export async function messageView(em: EntityManager, messageNo: number): Promise<ChatMessageData> {
  const rows = await em
    .getConnection()
    .execute<MessageRow[]>(
      'select no, room_no, user_no, content, send_admin, date, order_no from chat_message where no = ?',
      [messageNo],
    );
  return (await withCards(em, rows))[0]!;
}

interface RoomRow {
  no: number;
  user_no: number;
  user_name: string;
  category: ChatCategory | null;
  closed: boolean;
  created_at: Date;
  updated_at: Date;
  member_read_no: number;
  admin_read_no: number;
  unread: string;
  m_no: number | null;
  m_user_no: number;
  m_content: string;
  m_send_admin: boolean;
  m_date: Date;
  m_order_no: number | null;
}

/**
 * Rooms by number, in the order given, as one side sees them: `forAdmin` counts the member's messages the shop has
 * not read, otherwise the shop's messages the member has not read.
 */
export async function roomViews(em: EntityManager, chatNos: number[], forAdmin: boolean): Promise<ChatRoomData[]> {
  if (chatNos.length === 0) return [];
  const rows = await em.getConnection().execute<RoomRow[]>(
    `select r.no, r.user_no, u.name as user_name, r.category, r.closed, r.created_at, r.updated_at,
            r.member_read_no, r.admin_read_no,
            (select count(*) from chat_message m where m.room_no = r.no and m.send_admin = ?
                and m.no > ${forAdmin ? 'r.admin_read_no' : 'r.member_read_no'}) as unread,
            lm.no as m_no, lm.user_no as m_user_no, lm.content as m_content, lm.send_admin as m_send_admin,
            lm.date as m_date, lm.order_no as m_order_no
       from chat_room r
       join users u on u.no = r.user_no
       left join lateral (select * from chat_message m where m.room_no = r.no order by m.no desc limit 1) lm on true
      where r.no in (?)`,
    [!forAdmin, chatNos],
  );
  const last = await withCards(
    em,
    rows.flatMap((r) =>
      r.m_no
        ? [
            {
              no: r.m_no,
              room_no: r.no,
              user_no: r.m_user_no,
              content: r.m_content,
              send_admin: r.m_send_admin,
              date: r.m_date,
              order_no: r.m_order_no,
            },
          ]
        : [],
    ),
  );
  const lastByRoom = new Map(last.map((m) => [m.chatNo, m]));
  const byNo = new Map(
    rows.map((r) => [
      r.no,
      {
        no: r.no,
        userNo: r.user_no,
        userName: r.user_name,
        category: r.category,
        closeChat: r.closed,
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
        memberReadNo: r.member_read_no,
        adminReadNo: r.admin_read_no,
        unread: Number(r.unread),
        lastMessage: lastByRoom.get(r.no) ?? null,
      },
    ]),
  );
  return chatNos.flatMap((no) => byNo.get(no) ?? []);
}
