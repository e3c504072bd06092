-- Registration asked for ten digits and stored "+" and those digits ("+5555550123"), not the U.S. number in
-- E.164 ("+15555550123"); the profile form did the same with a number typed without its country code. A stored
-- number of that shape ("+" and ten digits, the first 2-9) therefore becomes +1 and the ten digits. Numbers
-- already in E.164 with a country code (eleven or more digits) are left as they are; running this twice
-- changes nothing.
UPDATE "users" SET "phone_number" = '+1' || substr("phone_number", 2) WHERE "phone_number" ~ '^\+[2-9][0-9]{9}$';
--> statement-breakpoint
UPDATE "veteran_profiles" SET "phone_number" = '+1' || substr("phone_number", 2) WHERE "phone_number" ~ '^\+[2-9][0-9]{9}$';
