import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class WaitlistEntryModel extends Model<
  InferAttributes<WaitlistEntryModel>,
  InferCreationAttributes<WaitlistEntryModel>
> {
  declare id: CreationOptional<number>;
  declare fullName: string;
  declare email: string;
  declare plan: string;
  declare joinDate: string;
  declare earlyBird: CreationOptional<boolean>;
  declare hasEarlyBirdDiscount: CreationOptional<boolean>;
  declare paymentMade: CreationOptional<boolean>;
  declare paymentMethod: CreationOptional<string | null>;
  declare paymentAmount: CreationOptional<string | null>;
  declare paymentDate: CreationOptional<string | null>;
  declare isFamily: CreationOptional<boolean>;
  declare numberOfPoufs: CreationOptional<number>;
  declare frequency: CreationOptional<string>;
  declare stripeCustomerId: CreationOptional<string | null>;
  declare stripeSubscriptionId: CreationOptional<string | null>;
  declare stripePaymentIntentId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export type WaitlistEntryModelStatic = typeof WaitlistEntryModel;

/**
 * A sequelize model belongs to one Sequelize instance, so each instance gets its own
 * subclass; several services (e.g. in one test file) can then share this process.
 */
export function defineWaitlistEntryModel(sequelize: Sequelize): WaitlistEntryModelStatic {
  class BoundWaitlistEntry extends WaitlistEntryModel {}
  BoundWaitlistEntry.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      fullName: { type: DataTypes.TEXT, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      plan: { type: DataTypes.TEXT, allowNull: false },
      joinDate: { type: DataTypes.TEXT, allowNull: false },
      earlyBird: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      hasEarlyBirdDiscount: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      paymentMade: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      paymentMethod: { type: DataTypes.TEXT },
      paymentAmount: { type: DataTypes.TEXT },
      paymentDate: { type: DataTypes.TEXT },
      isFamily: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      numberOfPoufs: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      frequency: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'monthly' },
      stripeCustomerId: { type: DataTypes.TEXT },
      stripeSubscriptionId: { type: DataTypes.TEXT },
      stripePaymentIntentId: { type: DataTypes.TEXT },
      createdAt: { type: DataTypes.DATE },
      updatedAt: { type: DataTypes.DATE },
    },
    { sequelize, tableName: 'waitlist_entries', modelName: 'WaitlistEntry', underscored: true },
  );
  return BoundWaitlistEntry;
}
