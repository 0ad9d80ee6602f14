-- The 合肥 differential harness's Lua side (benchmarks/hefei_oracle.py runs it): it loads the
-- card-room server's own scorer (mikewu86/jsmjServer, src/MJGame/hefeimj: CountHuType.lua and
-- game_state/GameEnd.lua, with the mj_core classes they use) from the folder given as the first
-- argument (a checkout's `src`), scores each hand read from stdin and prints one JSON line per
-- hand: what the server's GameEnd:calculateMoney pays each seat.
--
-- Input: the hand lines of benchmarks/oracle_common.lua; the fourth field is the 连庄数.
--
-- Only the scoring code runs: the game loop, the network and the database are not loaded.
-- The table around the winner is made so that 天胡/地胡/海底 do not fire (every river holds a
-- tile, the wall has tiles left): the harness compares hands played in the middle of a game.

local src = arg[1]
if not src then
    io.stderr:write("usage: lua5.1 hefei_oracle.lua JSMJ_SRC < hands\n")
    os.exit(2)
end
local here = string.match(arg[0], "^(.*)/[^/]*$") or "."
local common = dofile(here .. "/oracle_common.lua")
common.setup(src, "hefeimj")
local MJConst, MJRiver = common.MJConst, common.MJRiver
local HFMJPlayer = require("HFMJPlayer")
local GameEnd = require("game_state.GameEnd")

local function new_progress(dealer, streak)
    local progress = {
        banker = dealer,
        reBanker = streak,
        unitCoin = 1,
        maxPlayerCount = 4,
        playerList = {},
        riverCardList = {},
        mjWall = { getCanGetCount = function() return 40 end },
    }
    function progress:getRemainBanker()
        return self.reBanker
    end
    for seat = 1, 4 do
        progress.playerList[seat] = HFMJPlayer.new(14, seat)
        local river = MJRiver.new()
        river:pushCard(MJConst.Wan5)
        progress.riverCardList[seat] = river
    end
    return progress
end

local function score(line)
    local hand = common.read(line)
    local progress = new_progress(hand.dealer, tonumber(hand.fields[4]))
    local player = progress.playerList[hand.winner]
    common.deal(player, hand)
    local self_draw = hand.discarder == 0
    local winning = hand.winning
    local may_win
    if self_draw then
        may_win = player:canSelfHu() or player:canSelfHuQiDui()
    else
        may_win = player:canHu(winning) or player:canHuQiDui(winning)
    end
    if not may_win then
        return '{"id": ' .. hand.id .. ', "win": false}'
    end
    local ending = GameEnd.new(progress, 5)
    local args = {
        isZiMo = self_draw,
        fangPaoPos = self_draw and nil or hand.discarder,
        winnerPosList = { hand.winner },
        huCard = winning,
        isQiangGang = false,
    }
    ending:initCountHuType(args)
    local counter = ending.winnerCountHuTypeList[1]
    local details = counter:calculate()
    local money = ending:calculateMoney(args)
    return string.format(
        '{"id": %s, "win": true, "zui": %d, "total": %d, "money": [%d, %d, %d, %d], "describe": %s}',
        hand.id, counter.fan, counter:getTotalFan(), money[1], money[2], money[3], money[4],
        common.json_string(details.describe))
end

common.run(score)
