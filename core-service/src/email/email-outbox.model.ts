import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export class EmailOutboxModel extends Model<InferAttributes<EmailOutboxModel>, InferCreationAttributes<EmailOutboxModel>> {
  declare id: CreationOptional<number>;
  declare kind: string;
  declare toAddress: string;
  declare toName: string | null;
  declare subject: string;
  declare htmlBody: string;
  declare textBody: string;
  declare status: CreationOptional<OutboxStatus>;
  declare attempts: CreationOptional<number>;
  declare nextAttemptAt: CreationOptional<Date>;
  declare lastError: CreationOptional<string | null>;
  declare providerMessageId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare sentAt: CreationOptional<Date | null>;
}

export type EmailOutboxModelStatic = typeof EmailOutboxModel;

/** One subclass per Sequelize instance (see defineWaitlistEntryModel). */
export function defineEmailOutboxModel(sequelize: Sequelize): EmailOutboxModelStatic {
  class BoundEmailOutbox extends EmailOutboxModel {}
  BoundEmailOutbox.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      kind: { type: DataTypes.TEXT, allowNull: false },
      toAddress: { type: DataTypes.TEXT, allowNull: false },
      toName: { type: DataTypes.TEXT },
      subject: { type: DataTypes.TEXT, allowNull: false },
      htmlBody: { type: DataTypes.TEXT, allowNull: false },
      textBody: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'pending' },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      // No model default: the database's now() is the one clock every copy of the service shares.
      nextAttemptAt: { type: DataTypes.DATE },
      lastError: { type: DataTypes.TEXT },
      providerMessageId: { type: DataTypes.TEXT },
      createdAt: { type: DataTypes.DATE },
      updatedAt: { type: DataTypes.DATE },
      sentAt: { type: DataTypes.DATE },
    },
    { sequelize, tableName: 'email_outbox', modelName: 'EmailOutbox', underscored: true },
  );
  return BoundEmailOutbox;
}
