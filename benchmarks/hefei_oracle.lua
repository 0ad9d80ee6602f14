-- The 合肥 differential harness's Lua side (benchmarks/hefei_oracle.py runs it): it loads the
-- card-room server's own scorer (mikewu86/jsmjServer, src/MJGame/hefeimj: CountHuType.lua and
-- game_state/GameEnd.lua, with the mj_core classes they use) from the folder given as the first
-- argument (a checkout's `src`), scores each hand read from stdin and prints one JSON line per
-- hand: what the server's GameEnd:calculateMoney pays each seat.
--
-- Input, one hand a line, fields separated by '|':
--   id | winner | dealer | 连庄数 | discarder (0: self-draw) | kong draw (0/1)
--      | concealed tiles before the win (server bytes, ',') | winning tile
--      | melds: kind:byte;kind:byte... (peng, gang, angang, jiagang)
-- Server bytes: 万 1-9, 条 11-19, 筒 21-29 (mj_core/MJConst.lua).
--
-- Only the scoring code runs: the game loop, the network and the database are not loaded.
-- The table around the winner is made so that 天胡/地胡/海底 do not fire (every river holds a
-- tile, the wall has tiles left): the harness compares hands played in the middle of a game.

local src = arg[1]
if not src then
    io.stderr:write("usage: lua5.1 hefei_oracle.lua JSMJ_SRC < hands\n")
    os.exit(2)
end
package.path = src .. "/MJGame/hefeimj/?.lua;" .. src .. "/MJGame/?.lua;" .. src .. "/global/?.lua;"
    .. package.path

-- What the server's modules expect from the skynet process around them: nothing they use here.
package.preload["skynet"] = function() return {} end
package.preload["snax"] = function() return {} end
package.preload["crypt"] = function() return {} end
require("functions")
function LOG_DEBUG() end
function LOG_ERROR() end
function dump() end  -- functions.lua's dump prints; the scorer calls it on every hand

local MJConst = require("mj_core.MJConst")
local MJPile = require("mj_core.MJPile")
local MJRiver = require("mj_core.MJRiver")
local HFMJPlayer = require("HFMJPlayer")
local GameEnd = require("game_state.GameEnd")

local OPER = {
    peng = MJConst.kOperPeng,
    gang = MJConst.kOperMG,
    angang = MJConst.kOperAG,
    jiagang = MJConst.kOperMXG,
}

local function split(text, sep)
    local out = {}
    if text == nil or text == "" then
        return out
    end
    for part in string.gmatch(text, "([^" .. sep .. "]+)") do
        table.insert(out, part)
    end
    return out
end

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

local function json_string(text)
    return '"' .. string.gsub(text, '(["\\])', "\\%1") .. '"'
end

local function score(line)
    local f = split(line, "|")
    local id, winner, dealer = f[1], tonumber(f[2]), tonumber(f[3])
    local streak, discarder, kong_draw = tonumber(f[4]), tonumber(f[5]), f[6] == "1"
    local concealed, winning = split(f[7], ","), tonumber(f[8])
    local progress = new_progress(dealer, streak)
    local player = progress.playerList[winner]
    for _, byte in ipairs(concealed) do
        player:addHandCard(tonumber(byte))
    end
    for _, meld in ipairs(split(f[9] or "", ";")) do
        local kind, byte = string.match(meld, "(%a+):(%d+)")
        byte = tonumber(byte)
        local pile = MJPile.new()
        local size = (kind == "peng") and 3 or 4
        local cards = {}
        for i = 1, size do
            cards[i] = byte
        end
        if kind == "jiagang" then
            pile:setPile(3, { byte, byte, byte }, true, 0, MJConst.kOperPeng)
            pile:setPile(4, { byte }, true, 0, MJConst.kOperMXG)
        else
            pile:setPile(size, cards, true, 0, OPER[kind])
        end
        table.insert(player.pileList, pile)
    end
    local self_draw = discarder == 0
    if self_draw then
        player:addNewCard(winning)
        -- GamePlaying draws the replacement tile after the kong: the kong is the operation
        -- before the last one (CountHuType:isGangKai).
        player.opHistoryList = kong_draw and { MJConst.kOperMG, MJConst.kOperNewCard }
            or { MJConst.kOperNewCard, MJConst.kOperNewCard }
    end
    local may_win
    if self_draw then
        may_win = player:canSelfHu() or player:canSelfHuQiDui()
    else
        may_win = player:canHu(winning) or player:canHuQiDui(winning)
    end
    if not may_win then
        return "{" .. json_string("id") .. ": " .. id .. ', "win": false}'
    end
    local ending = GameEnd.new(progress, 5)
    local args = {
        isZiMo = self_draw,
        fangPaoPos = self_draw and nil or discarder,
        winnerPosList = { winner },
        huCard = winning,
        isQiangGang = false,
    }
    ending:initCountHuType(args)
    local counter = ending.winnerCountHuTypeList[1]
    local details = counter:calculate()
    local money = ending:calculateMoney(args)
    return string.format(
        '{"id": %s, "win": true, "zui": %d, "total": %d, "money": [%d, %d, %d, %d], "describe": %s}',
        id, counter.fan, counter:getTotalFan(), money[1], money[2], money[3], money[4],
        json_string(details.describe))
end

for line in io.lines() do
    if line ~= "" then
        local ok, out = pcall(score, line)
        if not ok then
            out = '{"id": ' .. split(line, "|")[1] .. ', "error": ' .. json_string(tostring(out)) .. "}"
        end
        io.write(out, "\n")
    end
end
