-- The 马鞍山 differential harness's Lua side (benchmarks/maanshan_oracle.py runs it): it loads
-- the card-room server's own scorer (mikewu86/jsmjServer, src/MJGame/maanshanmj: CountHuType.lua
-- and game_state/GameEnd.lua, with the mj_core classes they use) from the folder given as the
-- first argument (a checkout's `src`), scores each hand read from stdin and prints one JSON line
-- per hand: what GameEnd:calculateMoney pays each seat in 点 (`money`) and in 分 (`extra`), and
-- the winner's 点 and 分 before the pot (`fan`, `fen`).
--
-- Input: the hand lines of benchmarks/oracle_common.lua; the fourth field is how many copies
-- of the winning tile the table shows (格支压), the tenth each player's pot (锅, 点) and the
-- eleventh the hand's number in its pot (1: the first, where 大拿 is 清水大拿).
--
-- Only the scoring code runs: the game loop, the network and the database are not loaded.
-- The rivers hold the copies the table shows, in a seat other than the winner's, and the
-- winning discard in the discarder's (GamePlaying.lua:632 pushes it there before 胡 is asked).

local src = arg[1]
if not src then
    io.stderr:write("usage: lua5.1 maanshan_oracle.lua JSMJ_SRC < hands\n")
    os.exit(2)
end
local here = string.match(arg[0], "^(.*)/[^/]*$") or "."
local common = dofile(here .. "/oracle_common.lua")
common.setup(src, "maanshanmj")
local MJRiver = common.MJRiver
local Player = require("MAANSHMJPlayer")
local GameEnd = require("game_state.GameEnd")

local function new_progress(dealer, pot, sub_round)
    local progress = {
        banker = dealer,
        baseZoom = 1,
        maxPlayerCount = 4,
        playerList = {},
        riverCardList = {},
        subRoundCount = sub_round,
        mjWall = { getCanGetCount = function() return 40 end },
        tempData = { setValue = function() end, updateValue = function() end },
    }
    function progress:getSubRoundCount()
        return self.subRoundCount
    end
    function progress:resetSubRoundCount()
        self.subRoundCount = 0
    end
    function progress:nextPlayerPos(pos)
        return pos % 4 + 1
    end
    function progress:updatePlayerScore(scores)
        for pos, score in pairs(scores) do
            self.playerList[pos]:updatePlayerScore(score)
        end
    end
    function progress:updatePlayerExtraFan(fans)
        for pos, score in pairs(fans) do
            self.playerList[pos]:updatePlayerExtraFan(score)
        end
    end
    function progress:incBaseCnt()
        for pos = 1, 4 do
            self.playerList[pos]:incBaseCnt()
        end
    end
    function progress:getTotalDifen()
        return { 0, 0, 0, 0 }
    end
    for seat = 1, 4 do
        local player = Player.new(14, seat)
        player:initBaseScores(1, pot)
        progress.playerList[seat] = player
        progress.riverCardList[seat] = MJRiver.new()
    end
    return progress
end

local function score(line)
    local hand = common.read(line)
    local seen = tonumber(hand.fields[4])
    local pot = tonumber(hand.fields[10]) or 1000
    local sub_round = tonumber(hand.fields[11]) or 2
    local progress = new_progress(hand.dealer, pot, sub_round)
    local player = progress.playerList[hand.winner]
    common.deal(player, hand)
    local self_draw = hand.discarder == 0
    local winning = hand.winning
    local other = hand.winner % 4 + 1
    for _ = 1, seen do
        progress.riverCardList[other]:pushCard(winning)
    end
    if not self_draw then
        progress.riverCardList[hand.discarder]:pushCard(winning)
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
    -- GamePlaying.lua:86-118: the shape, then 缺门.
    local may_win
    if self_draw then
        may_win = player:canSelfHu()
    else
        may_win = player:canHu(winning)
    end
    if not may_win or not counter:isQueMen() then
        return '{"id": ' .. hand.id .. ', "win": false}'
    end
    local details = counter:calculate()
    local fan, fen = counter:getTotalFan()
    local money, extra = ending:calculateMoney(args)
    return string.format(
        '{"id": %s, "win": true, "fan": %d, "fen": %d, "money": [%d, %d, %d, %d], '
            .. '"extra": [%d, %d, %d, %d], "describe": %s}',
        hand.id, fan, fen, money[1], money[2], money[3], money[4],
        extra[1], extra[2], extra[3], extra[4], common.json_string(details.describe))
end

common.run(score)
